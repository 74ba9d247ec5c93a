import { isApiError } from '@tara/api-client';
import { useState } from 'react';
import { useT } from '../../../i18n/i18n';
import { useToast } from '../../../shared/ui/toast';
import {
  REPORT_REASON,
  reportDescription,
  usePostsLikeMutation,
  usePostsRemoveMutation,
  usePostsShareMutation,
  useReportsCreateMutation,
  type Post,
} from '../community.api';
import { communityErrorMessage } from '../community-errors';

/** The question a post card is asking, if any: report it, or delete it. */
export type PostConfirm = 'report' | 'delete' | null;

/**
 * What a post's buttons do (issue 9): Like (optimistic, see community.api.ts), Share (counted once, not for a
 * restricted member), and Report or Delete after a yes/no question, each with its toast.
 */
export function usePostActions(post: Post, restricted: boolean) {
  const t = useT();
  const { toast } = useToast();
  const [confirm, setConfirm] = useState<PostConfirm>(null);
  const [like] = usePostsLikeMutation();
  const [share] = usePostsShareMutation();
  const [report, reportState] = useReportsCreateMutation();
  const [remove, removeState] = usePostsRemoveMutation();

  const errorToast = (error: unknown) =>
    toast({ title: t('community.toast.error'), description: communityErrorMessage(error, t), variant: 'destructive' });

  const toggleLike = async () => {
    try {
      await like({ id: post.id }).unwrap();
    } catch (error) {
      errorToast(error);
    }
  };

  const sendReport = async () => {
    try {
      await report({
        createReportRequest: { postId: post.id, reason: REPORT_REASON, description: reportDescription(post.content) },
      }).unwrap();
      toast({ title: t('community.toast.reportSubmitted'), description: t('community.toast.reportSubmittedText') });
    } catch (error) {
      if (isApiError(error) && error.status === 409) {
        toast({ title: t('community.toast.alreadyReported'), description: t('community.report.already') });
      } else {
        errorToast(error);
      }
    } finally {
      setConfirm(null);
    }
  };

  const deletePost = async () => {
    try {
      await remove({ id: post.id }).unwrap();
      setConfirm(null);
      toast({ title: t('community.toast.postDeleted'), description: t('community.toast.postDeletedText') });
    } catch (error) {
      setConfirm(null);
      errorToast(error);
    }
  };

  return {
    confirm,
    setConfirm,
    toggleLike: () => void toggleLike(),
    countShare: () => {
      if (!post.sharedByMe && !restricted) void share({ id: post.id });
    },
    sendReport: () => void sendReport(),
    reporting: reportState.isLoading,
    deletePost: () => void deletePost(),
    deleting: removeState.isLoading,
  };
}

/** What usePostActions gives a post card's parts. */
export type PostActionsState = ReturnType<typeof usePostActions>;
