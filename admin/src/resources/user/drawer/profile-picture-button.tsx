import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';
import { IconButton, Tooltip } from '@mui/material';
import { useRef, useState } from 'react';
import { useNotify } from 'react-admin';

import { useConsoleData } from '#admin/api/use-console-data.ts';
import { currentUser, updateCurrentUser } from '#admin/session/session.ts';
import { ACCEPT, checkFile } from '#engine/runtime/forms/file-check.ts';
import { messages } from '#generated/messages.ts';

import { AvatarCropDialog } from './avatar-crop-dialog.tsx';
import { useRefreshUser } from './use-user-detail.ts';

/**
 * Profile picture update (spec 002 §7): choose a JPG or PNG, crop it, upload it with type 'profile', then
 * PATCH /users/{id} with { userobj: { avatar }, Id }.
 */
export function ProfilePictureButton({ userId }: { userId: string }) {
  const notify = useNotify();
  const data = useConsoleData();
  const refresh = useRefreshUser();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File>();

  const pick = (picked: File | undefined) => {
    if (input.current) input.current.value = '';
    if (!picked) return;
    const problem = checkFile(picked, 'image');
    if (problem) return notify(problem, { type: 'error' });
    setFile(picked);
  };
  const save = async (png: Blob) => {
    try {
      const { url } = await data.userPictureUpload(png);
      await data.userSave(userId, { userobj: { avatar: url }, Id: userId });
      if (currentUser()?.id === userId) updateCurrentUser({ avatar: url });
      setFile(undefined);
      notify(messages.success.updated, { type: 'success' });
      await refresh();
    } catch (e) {
      notify(e instanceof Error ? e.message : String(e), { type: 'error' });
    }
  };

  return (
    <>
      <Tooltip title="Change profile picture">
        <IconButton
          size="small"
          aria-label="Change profile picture"
          data-testid="change-avatar"
          onClick={() => input.current?.click()}
          sx={{
            position: 'absolute',
            right: -4,
            bottom: -4,
            bgcolor: 'background.paper',
            border: 1,
            borderColor: 'divider',
            '&:hover': { bgcolor: 'background.paper' },
          }}
        >
          <PhotoCameraIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <input
        ref={input}
        type="file"
        hidden
        accept={ACCEPT.image}
        aria-label="Choose a profile picture"
        onChange={(e) => pick(e.target.files?.[0])}
      />
      <AvatarCropDialog file={file} onCancel={() => setFile(undefined)} onConfirm={save} />
    </>
  );
}
