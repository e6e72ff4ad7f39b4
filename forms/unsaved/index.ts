/** The guard against lost input both front ends use (decision 044): ask before discarding, keep long forms' drafts. */
export { isChanged } from './is-changed.ts';
export { useDiscardGuard, type DiscardGuard, type NavigationBlocker } from './use-discard-guard.tsx';
export { useDraft, type Draft } from './use-draft.ts';
export { DiscardDialog } from './discard-dialog.tsx';
