import { useState } from 'react';
import type { LoginResponse } from '@i129f/petition/api/auth.ts';
import { CodeForm } from './CodeForm.tsx';
import { twoFactorApi } from './twoFactorApi.ts';
import { TWO_FACTOR_TEXT as T } from './texts.ts';

/** Sign-in with a code from the app, or (switch below the form) with a recovery code. */
export function VerifyStep({ pendingToken, onSignedIn, onExpired }: { pendingToken: string; onSignedIn(r: LoginResponse, codes?: undefined, left?: number): void; onExpired(): void }) {
  const [recovery, setRecovery] = useState(false);
  return (
    <>
      <p className="two-factor__intro">{recovery ? T.recoveryHint : T.verifyIntro}</p>
      {recovery ? (
        <CodeForm
          key="recovery"
          label={T.recoveryLabel}
          kind="recovery"
          submitLabel={T.verify}
          onExpired={onExpired}
          send={async (recoveryCode) => {
            const r = await twoFactorApi.verify(pendingToken, { recoveryCode });
            if (r.ok) onSignedIn(r.data, undefined, (r.data as { recoveryCodesLeft?: number }).recoveryCodesLeft);
            return r;
          }}
        />
      ) : (
        <CodeForm
          key="code"
          label={T.codeLabel}
          kind="code"
          submitLabel={T.verify}
          onExpired={onExpired}
          send={async (code) => {
            const r = await twoFactorApi.verify(pendingToken, { code });
            if (r.ok) onSignedIn(r.data);
            return r;
          }}
        />
      )}
      <p className="auth__links">
        <button type="button" className="button button--secondary" onClick={() => setRecovery((v) => !v)}>
          {recovery ? T.useCode : T.useRecovery}
        </button>
      </p>
    </>
  );
}
