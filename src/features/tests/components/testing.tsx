export { json, fakeApi, sseStream, renderWithProviders } from '../../../lib/testing/fake-api';
