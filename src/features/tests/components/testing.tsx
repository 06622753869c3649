export {
  json,
  fakeApi,
  sseStream,
  renderWithProviders,
  type Call,
} from '../../../lib/testing/fake-api';
