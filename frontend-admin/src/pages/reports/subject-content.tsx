import { Flex, Image, Typography } from 'antd';
import type { ReportedPostResponse, ReportedReviewResponse } from '@tara/api-client/admin';
import { formatPostAge, useLanguage } from '@tara/i18n';
import { useT } from '../../i18n/i18n';
import type { ReportSubject } from '../../shared/report-labels';
import { Stars } from '../../shared/review-stars';

const { Text, Paragraph } = Typography;

/** The full-size photo of a post whose thumbnail the queue shows (/api/images/<id>-thumb.webp -> <id>.webp). */
export function fullImageUrl(thumbnail: string): string {
  return thumbnail.replace(/-thumb\.webp$/, '.webp');
}

const textStyle = { marginBottom: 4, whiteSpace: 'pre-line', overflowWrap: 'anywhere' } as const;

/** What a queue item shows of its post (photo, text, age) or review (stars, place, text, age). */
export function SubjectContent({ subject, now }: { subject: ReportSubject; now: number }) {
  return subject.kind === 'post' ? (
    <PostContent post={subject.post} now={now} />
  ) : (
    <ReviewContent review={subject.review} now={now} />
  );
}

function PostContent({ post, now }: { post: ReportedPostResponse; now: number }) {
  const t = useT();
  const language = useLanguage();
  return (
    <Flex gap={12} align="flex-start">
      {post.imageUrl ? (
        <Image
          src={post.imageUrl}
          preview={{ src: fullImageUrl(post.imageUrl) }}
          width={88}
          height={88}
          style={{ objectFit: 'cover', borderRadius: 8 }}
          alt={t('reports.photoOf', { name: post.author.displayName })}
        />
      ) : null}
      <Flex vertical style={{ minWidth: 0, flex: 1 }}>
        <Paragraph
          ellipsis={{ rows: 4, expandable: true, symbol: t('reports.more') }}
          style={textStyle}
          data-testid="queue-content"
        >
          {post.content}
        </Paragraph>
        <Text type="secondary" style={{ fontSize: 12 }}>
          {t('reports.posted', { age: formatPostAge(post.createdAt, now, language) })}
        </Text>
      </Flex>
    </Flex>
  );
}

function ReviewContent({ review, now }: { review: ReportedReviewResponse; now: number }) {
  const t = useT();
  const language = useLanguage();
  return (
    <Flex vertical style={{ minWidth: 0 }}>
      <Flex align="center" gap={8} wrap style={{ marginBottom: 4 }}>
        <Stars count={review.stars} />
        <Text strong style={{ overflowWrap: 'anywhere' }} data-testid="queue-place">
          {t('reports.reviewOfPlace', { place: review.place.name })}
        </Text>
      </Flex>
      <Paragraph
        ellipsis={{ rows: 4, expandable: true, symbol: t('reports.more') }}
        style={textStyle}
        data-testid="queue-content"
      >
        {review.text}
      </Paragraph>
      <Text type="secondary" style={{ fontSize: 12 }}>
        {t('reports.reviewWritten', { age: formatPostAge(review.createdAt, now, language) })}
      </Text>
    </Flex>
  );
}
