import { Trans, useLingui } from '@lingui/react/macro';
import { COMPLAINT_TEXT_MAX, type ComplaintCategory } from '../../contract/index.ts';
import type { ComplaintDraft, FieldErrors } from './complaintForm.ts';

interface Props {
  draft: ComplaintDraft;
  errors: FieldErrors;
  onChange: (change: Partial<ComplaintDraft>) => void;
  onCategory: (category: ComplaintCategory) => void;
}

/** Category, member number (for a member or photo) and the text, each with its translated error. */
export function ComplaintFields({ draft, errors, onChange, onCategory }: Props) {
  const { t, i18n } = useLingui();
  const categories: Array<[ComplaintCategory, string]> = [
    ['member', t`A member`],
    ['photo', t`A photo`],
    ['general', t`Something else`],
  ];
  const needsMember = draft.category !== 'general';
  const length = draft.text.trim().length;
  return (
    <>
      <fieldset className="complaint-categories" aria-describedby={errors.category ? 'complaint-category-error' : undefined}>
        <legend>
          <Trans>What is your complaint about?</Trans>
        </legend>
        <div className="complaint-options">
          {categories.map(([value, label]) => (
            <label key={value} className={draft.category === value ? 'complaint-option complaint-option-on' : 'complaint-option'}>
              <input type="radio" name="category" value={value} checked={draft.category === value} onChange={() => onCategory(value)} />
              {label}
            </label>
          ))}
        </div>
        {errors.category && (
          <p id="complaint-category-error" className="field-error">
            {i18n._(errors.category)}
          </p>
        )}
      </fieldset>
      {needsMember && (
        <div className="complaint-field">
          <label htmlFor="complaint-member">
            <Trans>Member number</Trans>
          </label>
          <input
            id="complaint-member"
            inputMode="numeric"
            autoComplete="off"
            value={draft.memberId}
            aria-invalid={errors.member_id ? true : undefined}
            aria-describedby={errors.member_id ? 'complaint-member-error' : 'complaint-member-note'}
            onChange={(e) => onChange({ memberId: e.target.value })}
          />
          {errors.member_id ? (
            <p id="complaint-member-error" className="field-error">
              {i18n._(errors.member_id)}
            </p>
          ) : (
            <p id="complaint-member-note" className="field-note">
              <Trans>Filled in when you use "Report" on a profile or in a chat.</Trans>
            </p>
          )}
          {errors.photo_id && <p className="field-error">{i18n._(errors.photo_id)}</p>}
        </div>
      )}
      <div className="complaint-field">
        <label htmlFor="complaint-text">
          <Trans>Your complaint</Trans>
        </label>
        <textarea
          id="complaint-text"
          rows={6}
          maxLength={COMPLAINT_TEXT_MAX}
          value={draft.text}
          aria-invalid={errors.text ? true : undefined}
          aria-describedby={errors.text ? 'complaint-text-error' : 'complaint-text-count'}
          onChange={(e) => onChange({ text: e.target.value })}
        />
        {errors.text ? (
          <p id="complaint-text-error" className="field-error">
            {i18n._(errors.text)}
          </p>
        ) : (
          <p id="complaint-text-count" className="field-note">
            <Trans>
              {length} / {COMPLAINT_TEXT_MAX} characters
            </Trans>
          </p>
        )}
      </div>
    </>
  );
}
