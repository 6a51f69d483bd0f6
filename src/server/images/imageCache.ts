/**
 * Recently served images kept in memory, least recently used dropped first once the byte budget is
 * spent. An image id always names the same bytes (images are never edited), so nothing here can go
 * stale and every instance may keep its own cache without breaking statelessness.
 */
export interface CachedImage {
  bytes: Buffer;
  mime: string;
  sha256: string;
}

export class ImageCache {
  private readonly entries = new Map<string, CachedImage>();
  private bytesHeld = 0;

  constructor(private readonly budgetBytes: number) {}

  get(id: string): CachedImage | undefined {
    const entry = this.entries.get(id);
    if (entry) {
      // Re-insert: a Map iterates in insertion order, so the first key is the least recently used.
      this.entries.delete(id);
      this.entries.set(id, entry);
    }
    return entry;
  }

  set(id: string, image: CachedImage): void {
    if (image.bytes.length > this.budgetBytes || this.entries.has(id)) return;
    this.entries.set(id, image);
    this.bytesHeld += image.bytes.length;
    for (const [oldest, entry] of this.entries) {
      if (this.bytesHeld <= this.budgetBytes) break;
      this.entries.delete(oldest);
      this.bytesHeld -= entry.bytes.length;
    }
  }
}
