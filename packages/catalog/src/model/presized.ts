/**
 * An array of `length` slots, to be filled in order: V8 allocates its store once, where a growing
 * array copies it as it grows (issue 18: the catalog's row and object lists are copied per DDL
 * statement, and that garbage is what the young generation's scavenges pay for). Past the length
 * at which V8 would make a preallocated array a dictionary, an empty one that grows.
 */
export function presized<T>(length: number): T[] {
  return length <= 16384 ? new Array<T>(length) : [];
}
