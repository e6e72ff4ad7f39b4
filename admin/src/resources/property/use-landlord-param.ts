import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

/**
 * `/property?landlordId=<id>` (the landlords table's Properties Listed link; the spec's /properties?landlordId=,
 * spec 002 §2) becomes react-admin's own `?filter={"landlordId":…}`, so the list, its store and its chip all see it.
 * Answers whether the address is ready (false while the address is being rewritten).
 */
export function useLandlordParam(): boolean {
  const location = useLocation();
  const navigate = useNavigate();
  const landlordId = new URLSearchParams(location.search).get('landlordId')?.trim();
  useEffect(() => {
    if (!landlordId) return;
    const filter = JSON.stringify({ landlordId });
    navigate(
      { pathname: location.pathname, search: `?${new URLSearchParams({ filter, page: '1' })}` },
      { replace: true },
    );
  }, [landlordId, location.pathname, navigate]);
  return !landlordId;
}
