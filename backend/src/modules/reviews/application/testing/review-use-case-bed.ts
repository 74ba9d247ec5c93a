import { FixedClock, InMemoryUnitOfWork } from '../../../../shared/testing/kernel-fakes.js';
import { CreateReviewUseCase } from '../create-review.use-case.js';
import { DeleteReplyUseCase } from '../delete-reply.use-case.js';
import { DeleteReviewUseCase } from '../delete-review.use-case.js';
import { MyHelpfulVotesQuery } from '../my-helpful-votes.query.js';
import { ReplyToReviewUseCase } from '../reply-to-review.use-case.js';
import { UpdateReviewUseCase } from '../update-review.use-case.js';
import { VoteHelpfulUseCase } from '../vote-helpful.use-case.js';
import { InMemoryReviewRepository } from './in-memory-review-ports.js';
import {
  InMemoryReviewNotices,
  InMemoryReviewPhotos,
  InMemoryReviewReplies,
  InMemoryReviewVotes,
} from './in-memory-review-feedback-ports.js';

/** The places of a bed by id, with the figures they start with. */
export type BedPlaces = Record<string, { rating: number | null; reviewCount: number }>;

/**
 * The reviews' use cases on in-memory ports sharing one repository, one unit of work and a clock fixed at
 * 2026-11-27 08:00 UTC: reviews get the ids review-1, review-2..., replies reply-1, reply-2...
 */
export function reviewUseCaseBed(places: BedPlaces) {
  const repo = new InMemoryReviewRepository();
  for (const [id, figures] of Object.entries(places)) repo.places.set(id, figures);
  const votes = new InMemoryReviewVotes(repo);
  const replies = new InMemoryReviewReplies(repo);
  const notices = new InMemoryReviewNotices();
  const photos = new InMemoryReviewPhotos(repo);
  const unitOfWork = new InMemoryUnitOfWork([repo]);
  const clock = new FixedClock(new Date('2026-11-27T08:00:00Z'));
  let reviewCount = 0;
  let replyCount = 0;
  return {
    repo,
    votes,
    replies,
    notices,
    photos,
    clock,
    create: new CreateReviewUseCase(repo, photos, unitOfWork, clock, () => `review-${++reviewCount}`),
    update: new UpdateReviewUseCase(repo, photos, unitOfWork, clock),
    remove: new DeleteReviewUseCase(repo, unitOfWork),
    vote: new VoteHelpfulUseCase(repo, votes, unitOfWork, clock),
    myVotes: new MyHelpfulVotesQuery(votes),
    reply: new ReplyToReviewUseCase(replies, notices, unitOfWork, clock, () => `reply-${++replyCount}`),
    deleteReply: new DeleteReplyUseCase(replies, unitOfWork),
  };
}

/** The code of the error `work` fails with; undefined when it succeeds (or fails without a code). */
export async function rejectedCode(work: Promise<unknown>): Promise<string | undefined> {
  const outcome = (await work.then(
    () => ({}),
    (error: unknown) => error,
  )) as { code?: string } | null;
  return outcome?.code;
}
