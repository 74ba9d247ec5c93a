import { PlaceType, type PlaceRef } from '../domain/review.js';
import { ReviewErrorCode } from '../domain/review.errors.js';
import { rejectedCode as rejected, reviewUseCaseBed } from './testing/review-use-case-bed.js';

const TEXT = 'Crisp sisig, sour calamansi and a long table of families.';
const cafe: PlaceRef = { type: PlaceType.Service, id: 'cafe' };

const setUp = () => reviewUseCaseBed({ cafe: { rating: null, reviewCount: 0 } });

describe('review feedback use cases (in-memory ports)', () => {
  it('votes once per member, idempotently, never on your own review; my-votes lists them', async () => {
    const { create, vote, myVotes } = setUp();
    const { id } = await create.execute('ana', { place: cafe, stars: 5, text: TEXT, visitMonth: '2026-11' });
    expect(await vote.execute('ben', id, true)).toEqual({ helpfulCount: 1, votedByMe: true });
    expect(await vote.execute('ben', id, true)).toEqual({ helpfulCount: 1, votedByMe: true });
    expect(await vote.execute('cai', id, true)).toEqual({ helpfulCount: 2, votedByMe: true });
    expect(await myVotes.execute('ben', cafe)).toEqual([id]);
    expect(await vote.execute('ben', id, false)).toEqual({ helpfulCount: 1, votedByMe: false });
    expect(await vote.execute('ben', id, false)).toEqual({ helpfulCount: 1, votedByMe: false });
    expect(await myVotes.execute('ben', cafe)).toEqual([]);
    expect(await rejected(vote.execute('ana', id, true))).toBe(ReviewErrorCode.OwnVote);
    expect(await rejected(vote.execute('ben', 'missing', true))).toBe(ReviewErrorCode.NotFound);
    expect(await rejected(myVotes.execute('ben', { ...cafe, id: 'nowhere' }))).toBe(ReviewErrorCode.PlaceNotFound);
  });

  it('the business staff reply once, edit it (no second notice) and delete it; others may not', async () => {
    const { create, reply, deleteReply, replies, notices, repo } = setUp();
    replies.staff.add('sol:cafe');
    const { id } = await create.execute('ana', { place: cafe, stars: 4, text: TEXT, visitMonth: '2026-11' });
    expect(await rejected(reply.execute('ben', id, 'Thank you!'))).toBe(ReviewErrorCode.NotBusinessStaff);
    expect(await rejected(reply.execute('sol', id, '   '))).toBe(ReviewErrorCode.ReplyTextRequired);
    expect(await rejected(reply.execute('sol', 'missing', 'Thank you!'))).toBe(ReviewErrorCode.NotFound);
    expect(notices.sent).toEqual([]);

    const first = await reply.execute('sol', id, ' Salamat po! ');
    expect(first).toMatchObject({ businessName: 'Place cafe', reply: { text: 'Salamat po!', editedAt: null } });
    expect(notices.sent).toEqual([
      {
        id: expect.any(String),
        reviewerId: 'ana',
        notice: { reviewId: id, place: cafe, placeName: 'Place cafe', placeSlug: null },
      },
    ]);
    const edited = await reply.execute('sol', id, 'Salamat po, see you again!');
    expect(edited.reply).toMatchObject({ text: 'Salamat po, see you again!', repliedAt: first.reply.repliedAt });
    expect(edited.reply.editedAt).toEqual(expect.any(Date));
    expect(notices.sent).toHaveLength(1);

    expect(await rejected(deleteReply.execute('ben', id))).toBe(ReviewErrorCode.NotBusinessStaff);
    await deleteReply.execute('sol', id);
    expect(repo.reviews.get(id)?.reply).toBeNull();
    expect(await rejected(deleteReply.execute('sol', id))).toBe(ReviewErrorCode.ReplyNotFound);
    await reply.execute('sol', id, 'Written again');
    expect(notices.sent).toHaveLength(2);
  });

  it("attaches only the author's unused uploads, at most 3, each once; an edit replaces the set", async () => {
    const { create, update, photos, repo } = setUp();
    for (const id of ['p1', 'p2', 'p3', 'p4']) photos.uploads.set(id, 'ana');
    photos.uploads.set('theirs', 'ben');
    const input = { place: cafe, stars: 4, text: TEXT, visitMonth: '2026-11' };
    expect(await rejected(create.execute('ana', { ...input, photoIds: ['p1', 'p2', 'p3', 'p4'] }))).toBe(
      ReviewErrorCode.TooManyPhotos,
    );
    expect(await rejected(create.execute('ana', { ...input, photoIds: ['p1', 'p1'] }))).toBe(
      ReviewErrorCode.DuplicatePhoto,
    );
    expect(await rejected(create.execute('ana', { ...input, photoIds: ['p1', 'theirs'] }))).toBe(
      ReviewErrorCode.PhotoNotAvailable,
    );
    expect(repo.reviews.size).toBe(0);
    const review = await create.execute('ana', { ...input, photoIds: ['p2', 'p1'] });
    expect(review.photos.map((photo) => photo.id)).toEqual(['p2', 'p1']);
    const edited = await update.execute('ana', review.id, { photoIds: ['p1', 'p3'] });
    expect(edited.photos.map((photo) => photo.id)).toEqual(['p1', 'p3']);
    expect(photos.uploads.has('p2')).toBe(false);
    expect((await update.execute('ana', review.id, { stars: 5 })).photos.map((photo) => photo.id)).toEqual([
      'p1',
      'p3',
    ]);
  });
});
