import { Fragment } from 'react';

/**
 * An e-mail address that a narrow card wraps where a reader expects, before the '@' and before each
 * dot of the domain, never in the middle of a word (only a part longer than the whole line breaks).
 */
export function EmailText({ email }: { email: string }) {
  const at = email.lastIndexOf('@');
  if (at <= 0) return <>{email}</>;
  const domainParts = email.slice(at + 1).split('.');
  return (
    <>
      {email.slice(0, at)}
      <wbr />@
      {domainParts.map((part, i) => (
        <Fragment key={i}>
          {i > 0 ? (
            <>
              <wbr />.
            </>
          ) : null}
          {part}
        </Fragment>
      ))}
    </>
  );
}
