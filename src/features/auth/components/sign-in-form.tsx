import { useState, type FormEvent } from 'react';
import { isApiError } from '../../../lib/api-client';
import { useT } from '../../../lib/i18n';
import { useCreateSession } from '../api/create-session';
import type { Session } from '../types';

/** Token sign-in; the server answers with an HTTP-only session cookie. */
export function SignInForm({ onSignedIn }: { onSignedIn: (session: Session) => void }) {
  const t = useT();
  const [token, setToken] = useState('');
  const signIn = useCreateSession();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    signIn.mutate(token.trim(), { onSuccess: onSignedIn });
  };

  const failed = signIn.error
    ? isApiError(signIn.error, 401) || isApiError(signIn.error, 400)
      ? t('signIn.rejected')
      : t('signIn.failed')
    : undefined;

  return (
    <form className="card sign-in" onSubmit={submit} noValidate>
      <div className="field">
        <label htmlFor="token">{t('signIn.token')}</label>
        <input
          id="token"
          type="password"
          autoComplete="current-password"
          value={token}
          onChange={(e) => setToken(e.target.value)}
          aria-describedby={failed ? 'token-error' : 'token-hint'}
          aria-invalid={failed ? true : undefined}
          required
        />
        <p className="field-hint" id="token-hint">
          {t('signIn.hint')}
        </p>
        {failed && (
          <p className="field-errors" id="token-error" role="alert">
            {failed}
          </p>
        )}
      </div>
      <button type="submit" className="button-primary" disabled={!token.trim() || signIn.isPending}>
        {signIn.isPending ? t('signIn.working') : t('signIn.submit')}
      </button>
    </form>
  );
}
