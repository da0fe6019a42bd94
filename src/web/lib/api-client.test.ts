import { routeUrl } from '@common/contract-types';
import { ApiError, api, isUnauthorizedError } from './api-client';

function stub(response: Response) {
  const fetchMock = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => response.clone());
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('api client', () => {
  it('sends credentials, and a JSON body only when there is one', async () => {
    const fetchMock = stub(new Response('{"ok":true}', { status: 200 }));
    await api('GET /api/topics');
    let init = fetchMock.mock.calls[0][1];
    expect(fetchMock.mock.calls[0][0]).toBe('/api/topics');
    expect(init?.method).toBe('GET');
    expect(init?.credentials).toBe('include');
    expect(init?.body).toBeUndefined();
    expect(new Headers(init?.headers).get('Content-Type')).toBeNull();

    await api('POST /api/feedback', { body: { feedback: 'hi' } });
    init = fetchMock.mock.calls[1][1];
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{"feedback":"hi"}');
    expect(new Headers(init?.headers).get('Content-Type')).toBe('application/json');

    await api('POST /api/notifications/mark-all-read');
    expect(fetchMock.mock.calls[2][1]?.body).toBeUndefined();
  });

  it("fills the route key's :params and query from the call", async () => {
    const fetchMock = stub(new Response('{"items":[],"nextCursor":null}', { status: 200 }));
    await api('GET /api/conversations/:id/messages', { params: { id: 7 }, query: { cursor: 'a b' } });
    expect(fetchMock.mock.calls[0][0]).toBe('/api/conversations/7/messages?cursor=a+b');
    await api('DELETE /api/moderation/users/:userId/notes/:noteId', { params: { userId: 3, noteId: 9 } });
    expect(fetchMock.mock.calls[1][0]).toBe('/api/moderation/users/3/notes/9');
    expect(fetchMock.mock.calls[1][1]?.method).toBe('DELETE');
  });

  it('answers null for an empty body (204)', async () => {
    stub(new Response(null, { status: 204 }));
    await expect(api('DELETE /api/messages/:id', { params: { id: 1 } })).resolves.toBeNull();
  });

  it("throws ApiError '${status}: ${body}' with the status and the server's message (spec §8)", async () => {
    stub(new Response('{"message":"Title cannot be empty"}', { status: 400, statusText: 'Bad Request' }));
    const error = await api('POST /api/questions', { body: { title: '', content: 'x', topicIds: [1] } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('400: {"message":"Title cannot be empty"}');
    expect((error as ApiError).status).toBe(400);
    expect((error as ApiError).serverMessage).toBe('Title cannot be empty');
    expect((error as ApiError).serverCode).toBeNull();
  });

  it("reads the server's code where the client must act on it", async () => {
    stub(new Response('{"message":"You can read, but you cannot post","code":"silenced"}', { status: 403 }));
    const error = (await api('POST /api/answers', { body: { questionId: 1, content: 'x' } }).catch((e: unknown) => e)) as ApiError;
    expect(error.serverCode).toBe('silenced');
    expect(error.serverMessage).toBe('You can read, but you cannot post');
  });

  it('uses the status text when the body is empty', async () => {
    stub(new Response(null, { status: 401, statusText: 'Unauthorized' }));
    const error = await api('GET /api/notifications').catch((e: unknown) => e);
    expect((error as ApiError).message).toBe('401: Unauthorized');
    expect(isUnauthorizedError(error)).toBe(true);
  });

  it('builds query strings without empty values', () => {
    expect(routeUrl('GET /api/questions', {}, { topicId: 3, search: '', sortBy: 'recent', cursor: undefined })).toEqual([
      'GET',
      '/api/questions?topicId=3&sortBy=recent',
    ]);
  });
});
