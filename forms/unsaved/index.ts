/** The guard against lost input both front ends use (decision 044): ask before discarding, keep long forms' drafts. */
export { DiscardDialog } from './discard-dialog.tsx';
export { isChanged } from './is-changed.ts';
export { type DiscardGuard, type NavigationBlocker, useDiscardGuard } from './use-discard-guard.tsx';
export { type Draft, forgetDraft, keepDraft, useDraft } from './use-draft.ts';
