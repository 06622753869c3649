/**
 * Whether a turn failed because of the model server, for someone who does not run one:
 * `down` (it does not answer, or answers with a server error) or `setup` (the studio has no
 * working endpoint for it); null for anything else, said as it is.
 */
export function modelTrouble(error: {
  code: string;
  params?: Record<string, string | number>;
}): 'down' | 'setup' | null {
  switch (error.code) {
    case 'unavailable':
    case 'first_token_timeout':
      return 'down';
    case 'http':
      return Number(error.params?.status) >= 500 ? 'down' : 'setup';
    case 'config':
    case 'no_endpoint':
      return 'setup';
    default:
      return null;
  }
}
