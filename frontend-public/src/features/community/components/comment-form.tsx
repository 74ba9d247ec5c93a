import { useId } from 'react';
import { useT } from '../../../i18n/i18n';
import { COMMENT_MAX_LENGTH, type CommentsState } from './use-comments';
import '../../../shared/ui/controls.css';
import './comment-form.css';

/** Writing a comment: the text (Ctrl/Cmd+Enter sends), its count, and Send; off for a restricted member. */
export function CommentForm({ state, restricted }: { state: CommentsState; restricted: boolean }) {
  const t = useT();
  const fieldId = useId();
  const counterId = useId();
  return (
    <form className="tp-comments__form" onSubmit={state.submit}>
      <label htmlFor={fieldId} className="tp-visually-hidden">
        {t('community.comments.write')}
      </label>
      <textarea
        id={fieldId}
        className="tp-textarea"
        rows={2}
        placeholder={t('community.comments.placeholder')}
        value={state.text}
        disabled={restricted}
        aria-describedby={counterId}
        aria-invalid={state.tooLong || undefined}
        onChange={(event) => state.setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) state.submit(event);
        }}
      />
      <div className="tp-comments__form-foot">
        <span id={counterId} className={`tp-counter${state.tooLong ? ' tp-counter--over' : ''}`}>
          {t('community.counter', { count: state.length, max: COMMENT_MAX_LENGTH })}
        </span>
        <button
          type="submit"
          className="tp-button tp-button--primary tp-button--small"
          disabled={restricted || !state.trimmed || state.tooLong || state.sending}
        >
          {state.sending ? t('community.comments.sending') : t('community.comments.send')}
        </button>
      </div>
    </form>
  );
}
