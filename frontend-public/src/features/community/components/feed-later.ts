// What the feed shows or does when asked, one chunk loaded on first use (issue 34.2: not the feed's first screen): a
// post's comments (post-card.tsx), its photo opened larger, the questions before reporting or deleting it, with the
// dialogs' code; the composer's photo, its preview and its upload (use-photo-upload.ts, composer.tsx).
export { Comments } from './comments';
export { PhotoViewer } from './photo-viewer';
export { PostConfirmDialogs } from './post-confirm-dialogs';
export { ComposerPhoto } from './composer-photo';
export { isAborted, uploadPhoto } from '../../../shared/images/upload-photo';
