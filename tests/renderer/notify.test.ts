import { beforeAll, describe, expect, it } from 'vitest';
import { identityErrors } from '@shared/strings/labels/auth';
import { failureText } from '@shared/strings/labels/shell';
import { ApiError } from '../../src/renderer/src/api/transport';
import { learnIdentityErrors, readableError } from '../../src/renderer/src/ui/notify';

// The identity service hands its words over as it loads; these tests read errors without loading it.
beforeAll(() => learnIdentityErrors(identityErrors));

describe('readableError (identity errors without their code and prefix)', () => {
  it('turns a known identity code into a sentence', () => {
    expect(readableError(new Error('Firebase: Error (auth/wrong-password).'))).toBe(
      identityErrors['wrong-password'],
    );
    expect(readableError(new Error('Firebase: Error (auth/email-already-in-use).'))).toBe(
      identityErrors['email-already-in-use'],
    );
  });

  it('keeps the text of an unknown identity error and cuts the prefix and code', () => {
    expect(readableError(new Error('Firebase: The quota ran out (auth/quota-exceeded).'))).toBe(
      'The quota ran out',
    );
    expect(readableError(new Error('Firebase: Error (auth/brand-new-code).'))).toBe('brand new code');
  });

  it("shows the API's own message", () => {
    expect(readableError(new ApiError(409, { message: 'A paid order cannot be cancelled' }))).toBe(
      'A paid order cannot be cancelled',
    );
  });

  it('says a server failure in words, without its status code', () => {
    expect(readableError(new ApiError(500, { message: 'Internal Server Error' }))).toBe(failureText.server);
    expect(readableError(new ApiError(502, { message: failureText.rejected }))).toBe(failureText.server);
    expect(readableError(new ApiError(404, { message: 'not found' }))).toBe(failureText.notFound);
  });

  it('says a new version is out when the code of a page is gone after a deploy', () => {
    const chunkError = new TypeError(
      'Failed to fetch dynamically imported module: http://127.0.0.1:8080/assets/BlogPage-C-s3ucLP.js',
    );
    expect(readableError(chunkError)).toBe(failureText.staleVersion);
  });
});
