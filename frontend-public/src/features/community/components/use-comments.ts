import { useState, type FormEvent } from 'react';
import { useT } from '../../../i18n/i18n';
import { flattenPages } from '../../../shared/lists/list-page';
import { useToast } from '../../../shared/ui/toast';
import {
  useDeleteCommentMutation,
  useGetCommentsInfiniteQuery,
  usePostsCommentMutation,
  type Comment,
} from '../community.api';
import { communityErrorMessage } from '../community-errors';

/** Issue 9: 1 to 1,000 characters. */
export const COMMENT_MAX_LENGTH = 1000;

/**
 * A post's comments (issue 9): the list, oldest first, page by page; the text of a new one (1 to 1,000 characters),
 * sent with an 'Error' toast on failure; and the comment about to be deleted, deleted after a yes.
 */
export function useComments(postId: string) {
  const t = useT();
  const { toast } = useToast();
  const [text, setText] = useState('');
  const [toDelete, setToDelete] = useState<Comment | null>(null);
  const list = useGetCommentsInfiniteQuery(postId);
  const [addComment, addState] = usePostsCommentMutation();
  const [deleteComment, deleteState] = useDeleteCommentMutation();
  const trimmed = text.trim();
  const length = Array.from(text).length;
  const tooLong = length > COMMENT_MAX_LENGTH;

  const errorToast = (error: unknown) =>
    toast({ title: t('community.toast.error'), description: communityErrorMessage(error, t), variant: 'destructive' });

  const send = async (event: FormEvent) => {
    event.preventDefault();
    if (!trimmed) {
      toast({ title: t('community.toast.error'), description: t('community.comments.empty'), variant: 'destructive' });
      return;
    }
    if (tooLong || addState.isLoading) return;
    try {
      await addComment({ id: postId, createCommentRequest: { content: trimmed } }).unwrap();
      setText('');
    } catch (error) {
      errorToast(error);
    }
  };

  const confirmDelete = async () => {
    if (!toDelete) return;
    try {
      await deleteComment({ id: toDelete.id, postId }).unwrap();
      toast({ title: t('community.toast.commentDeleted'), description: t('community.toast.commentDeletedText') });
    } catch (error) {
      errorToast(error);
    } finally {
      setToDelete(null);
    }
  };

  return {
    list,
    comments: flattenPages(list.data?.pages),
    text,
    setText,
    trimmed,
    length,
    tooLong,
    sending: addState.isLoading,
    /** Form submit and Ctrl/Cmd+Enter in the text. */
    submit: (event: FormEvent) => void send(event),
    toDelete,
    setToDelete,
    deleting: deleteState.isLoading,
    confirmDelete: () => void confirmDelete(),
  };
}

/** What useComments gives the comments' parts. */
export type CommentsState = ReturnType<typeof useComments>;
