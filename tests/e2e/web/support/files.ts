/** Files the e2e tests upload. */

/** A 16×16 orange PNG, small enough to upload in an instant. */
export const profilePhoto = {
  name: 'profile.png',
  mimeType: 'image/png',
  buffer: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAIAAACQkWg2AAAAF0lEQVR4nGM44M1AEiJN9aiGUQ1DSgMAswcLECblbzIAAAAASUVORK5CYII=',
    'base64',
  ),
};
