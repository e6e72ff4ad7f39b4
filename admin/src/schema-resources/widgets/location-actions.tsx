import MyLocationIcon from '@mui/icons-material/MyLocation';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { Button, Link, Stack, Typography } from '@mui/material';
import { useState } from 'react';

import { messages } from '#generated/messages.ts';

import { isPoint, mapLink, roundedDegrees } from './geo.ts';

export interface LocationActionsProps {
  latitude: unknown;
  longitude: unknown;
  /** Both coordinates from the device's position. */
  onLocate: (latitude: number, longitude: number) => void;
  disabled?: boolean;
}

/**
 * Beside a latitude and longitude pair: "Use my location" fills both from the device (navigator.geolocation),
 * and "Open on map" shows the point typed or found, so the owner can check it is the building.
 */
export function LocationActions({ latitude, longitude, onLocate, disabled }: LocationActionsProps) {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string>();
  const locate = () => {
    if (!('geolocation' in navigator)) {
      setProblem(messages.location.unsupported);
      return;
    }
    setBusy(true);
    setProblem(undefined);
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setBusy(false);
        onLocate(roundedDegrees(position.coords.latitude), roundedDegrees(position.coords.longitude));
      },
      (error) => {
        setBusy(false);
        setProblem(error.code === error.PERMISSION_DENIED ? messages.location.denied : messages.location.unavailable);
      },
      { enableHighAccuracy: true, timeout: 15_000, maximumAge: 60_000 },
    );
  };
  return (
    <Stack direction="row" gap={2} alignItems="center" flexWrap="wrap" data-testid="location-actions">
      {!disabled && (
        <Button size="small" variant="outlined" startIcon={<MyLocationIcon />} onClick={locate} disabled={busy}>
          {busy ? messages.location.locating : messages.location.useMine}
        </Button>
      )}
      {isPoint(latitude, longitude) && (
        <Link
          href={mapLink(latitude as number, longitude as number)}
          target="_blank"
          rel="noopener noreferrer"
          variant="body2"
          sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
        >
          {messages.location.openMap}
          <OpenInNewIcon sx={{ fontSize: 16 }} />
        </Link>
      )}
      {problem && (
        <Typography variant="body2" color="error" role="alert">
          {problem}
        </Typography>
      )}
    </Stack>
  );
}
