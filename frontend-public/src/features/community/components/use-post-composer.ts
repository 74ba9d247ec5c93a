import { useRef, useState, type FormEvent } from 'react';
import { useT } from '../../../i18n/i18n';
import { useToast } from '../../../shared/ui/toast';
import { usePostsCreateMutation } from '../community.api';
import { communityErrorMessage } from '../community-errors';
import { usePhotoUpload } from './use-photo-upload';

/** Issue 9: at most 2,000 characters; a location of at most 120. */
export const POST_MAX_LENGTH = 2000;
export const LOCATION_MAX_LENGTH = 120;

/**
 * What the composer shows and does (issue 9): the text and its count, the location toggle and field, the photo, and
 * posting: 'Post Created' clears text, location and photo and hides the location field; Post stays off while the text
 * is empty or too long, a photo is still uploading or failed, or a post is on its way.
 */
export function usePostComposer(disabled: boolean) {
  const t = useT();
  const { toast } = useToast();
  const [content, setContent] = useState('');
  const [showLocation, setShowLocation] = useState(false);
  const [location, setLocation] = useState('');
  const [createPost, createState] = usePostsCreateMutation();
  const locationRef = useRef<HTMLInputElement>(null);
  const upload = usePhotoUpload();
  const { photo, clearPhoto } = upload;

  const length = Array.from(content).length;
  const tooLong = length > POST_MAX_LENGTH;
  const posting = createState.isLoading;
  const uploading = photo?.state === 'uploading';
  const canPost = !disabled && content.trim() !== '' && !tooLong && !posting && !uploading && photo?.state !== 'failed';

  const send = async (event: FormEvent) => {
    event.preventDefault();
    if (disabled || posting || uploading) return;
    const text = content.trim();
    if (!text) {
      toast({ title: t('community.toast.error'), description: t('community.composer.empty'), variant: 'destructive' });
      return;
    }
    if (tooLong) return;
    const place = location.trim();
    try {
      await createPost({
        createPostRequest: {
          content: text,
          ...(showLocation && place ? { locationName: place } : {}),
          ...(photo?.state === 'ready' ? { imageId: photo.image.id } : {}),
        },
      }).unwrap();
      toast({ title: t('community.toast.postCreated'), description: t('community.toast.postCreatedText') });
      setContent('');
      setLocation('');
      setShowLocation(false);
      clearPhoto();
    } catch (error) {
      toast({
        title: t('community.toast.error'),
        description: communityErrorMessage(error, t),
        variant: 'destructive',
      });
    }
  };

  const toggleLocation = () => {
    setShowLocation((shown) => {
      if (!shown) window.setTimeout(() => locationRef.current?.focus(), 0);
      return !shown;
    });
  };

  return {
    content,
    setContent,
    length,
    tooLong,
    showLocation,
    toggleLocation,
    location,
    setLocation,
    locationRef,
    upload,
    posting,
    canPost,
    /** Form submit and Ctrl/Cmd+Enter in the text. */
    submit: (event: FormEvent) => void send(event),
  };
}
