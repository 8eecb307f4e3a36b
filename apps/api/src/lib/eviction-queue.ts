/**
 * The order in which a cache passes over what it keeps to forget the oldest, first in first out, on an array.
 *
 * A Map's own order is not used for this (decision 0056): V8 leaves a deleted entry's slot in a Map's table until the
 * table is rebuilt, and every iteration from the start walks over the slots deleted there. A Map used as a queue (its
 * first entry deleted, a new one added at the end) or as a recency list (an entry read is deleted and added again)
 * then costs tens of microseconds per eviction at 50,000 entries (32 µs measured in Node 20), paid by every
 * request that kept something new.
 */
export class EvictionQueue<T> {
  private items: (T | undefined)[] = [];
  private head = 0;

  get length(): number {
    return this.items.length - this.head;
  }

  push(item: T): void {
    this.items.push(item);
  }

  /** The oldest item, taken out; undefined when the queue is empty. */
  shift(): T | undefined {
    if (this.head === this.items.length) return undefined;
    const item = this.items[this.head];
    this.items[this.head++] = undefined;
    // The spent half of the array is dropped once it is the larger: each item is copied at most once per pass.
    if (this.head >= 1024 && this.head * 2 >= this.items.length) {
      this.items = this.items.slice(this.head);
      this.head = 0;
    }
    return item as T;
  }

  /**
   * A clock's hand: while `over()`, takes the oldest item; one `spared` (read since it was kept or last passed over,
   * say) goes back to the end, any other is given to `forget`. Each item is passed over at most twice.
   */
  evict(over: () => boolean, spared: (item: T) => boolean, forget: (item: T) => void): void {
    for (let turns = 2 * this.length; turns > 0 && over(); turns--) {
      const item = this.shift();
      if (item === undefined) return;
      if (spared(item)) this.push(item);
      else forget(item);
    }
  }

  /** Keeps only the items `live` says are, in their order: for items forgotten other than through the queue. */
  retain(live: (item: T) => boolean): void {
    this.items = this.items.slice(this.head).filter((item) => live(item as T));
    this.head = 0;
  }

  clear(): void {
    this.items = [];
    this.head = 0;
  }
}
