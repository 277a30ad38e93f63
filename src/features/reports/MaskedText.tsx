import { useLingui } from '@lingui/react/macro';
import { Fragment } from 'react';
import { MASK_TOKEN } from '../../contract/reportRules.ts';
import './reports.css';

/** A message body with each masked contact detail (decision 122) shown translated, as a marked chip. */
export function MaskedText({ body }: { body: string }) {
  const { t } = useLingui();
  if (!body.includes(MASK_TOKEN)) return <>{body}</>;
  const parts = body.split(MASK_TOKEN);
  return (
    <>
      {parts.map((part, i) => (
        <Fragment key={i}>
          {part}
          {i < parts.length - 1 && <span className="masked-contact">{t`[contact details removed]`}</span>}
        </Fragment>
      ))}
    </>
  );
}
