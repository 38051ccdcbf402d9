// How many uploads this process receives at once (issue 18): each one holds a connection, a file
// being written and a slot of the disk's bandwidth for as long as the shopper's line needs, so one
// visitor, or a crowd of them, must not take them all. A client's slot is taken before its body is
// read; a slot of the process only once its text fields are in and its files begin, so a client that
// never finishes its fields holds none of them. Counted per process, in memory: the slots are this
// process's own connections and disk, which no other instance shares (decision 17).

export const UPLOAD_SLOTS = { perClient: 2, total: 4 } as const;

export const gateMessages = {
  client: "이미 보내고 있는 파일이 있어요. 그 전송이 끝난 뒤 다시 시도해주세요.",
  busy: "지금 파일을 올리는 분이 많아요. 잠시 후 다시 시도해주세요.",
} as const;

/** Seconds a refused shopper is told to wait (Retry-After). */
export const RETRY_AFTER_SECONDS = { client: 10, busy: 5 } as const;

export type Refusal = keyof typeof gateMessages;

export type Release = () => void;

export class UploadGate {
  private readonly byClient = new Map<string, number>();
  private total = 0;

  constructor(private readonly slots: { perClient: number; total: number } = UPLOAD_SLOTS) {}

  /** Takes one of `client`'s slots: the function that gives it back, or why there is none. */
  enter(client: string): Release | Refusal {
    const held = this.byClient.get(client) ?? 0;
    if (held >= this.slots.perClient) return "client";
    this.byClient.set(client, held + 1);
    return once(() => {
      const left = (this.byClient.get(client) ?? 1) - 1;
      if (left > 0) this.byClient.set(client, left);
      else this.byClient.delete(client);
    });
  }

  /** Takes a slot of the process for files about to be received, or says it is busy. */
  admit(): Release | Refusal {
    if (this.total >= this.slots.total) return "busy";
    this.total += 1;
    return once(() => {
      this.total -= 1;
    });
  }

  /** The process's slots in use: uploads whose files are being received. */
  get inUse(): number {
    return this.total;
  }

  /** The uploads being read, files or not yet (the client slots taken). */
  get reading(): number {
    let count = 0;
    for (const held of this.byClient.values()) count += held;
    return count;
  }
}

const once = (release: () => void): Release => {
  let released = false;
  return () => {
    if (released) return;
    released = true;
    release();
  };
};

/** The one gate of this process, shared by every upload route (inquiries, review photos). */
export const uploadGate = new UploadGate();
