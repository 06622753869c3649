import { useEffect, useRef, useState } from 'react';
import { useT } from '../../../lib/i18n';

interface Props {
  url: string;
  secret: string;
  onDone: () => void;
}

type Copy = 'idle' | 'copied' | 'failed';

/**
 * The new webhook's signing secret, shown this once (the server never sends it again): the
 * words say so, a button copies it, and it stays until the reader says it is saved.
 */
export function CreatedSecret({ url, secret, onDone }: Props) {
  const t = useT();
  const [copy, setCopy] = useState<Copy>('idle');
  const panel = useRef<HTMLElement>(null);
  // The keyboard lands on the secret: it is what the reader must act on now.
  useEffect(() => panel.current?.focus(), []);
  const copyIt = () =>
    // No clipboard (an insecure page, a refused permission) is said, not thrown.
    Promise.resolve()
      .then(() => navigator.clipboard.writeText(secret))
      .then(() => setCopy('copied'))
      .catch(() => setCopy('failed'));
  return (
    <section
      ref={panel}
      tabIndex={-1}
      className="notice notice-ok webhook-secret"
      aria-labelledby="webhook-secret-title"
      data-testid="webhook-secret"
    >
      <h2 id="webhook-secret-title" className="section-title">
        {t('webhooks.created')} <span className="webhook-url">{url}</span>
      </h2>
      <p id="webhook-secret-once">{t('webhooks.secretOnce')}</p>
      <div className="field">
        <label htmlFor="webhook-secret-value">{t('webhooks.secretLabel')}</label>
        <input
          id="webhook-secret-value"
          className="webhook-secret-value"
          readOnly
          value={secret}
          aria-describedby="webhook-secret-once"
          onFocus={(e) => e.target.select()}
        />
      </div>
      <button type="button" className="button-primary" onClick={copyIt}>
        {t('webhooks.copy')}
      </button>{' '}
      <button type="button" onClick={onDone}>
        {t('webhooks.secretDone')}
      </button>
      <p role="status" className="webhook-copy-result">
        {copy === 'copied' && t('webhooks.copied')}
        {copy === 'failed' && t('webhooks.copyFailed')}
      </p>
    </section>
  );
}
