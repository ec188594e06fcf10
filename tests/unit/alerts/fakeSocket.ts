// A stand-in for the browser's WebSocket (PushSocketLike): records what the client sends and lets a
// test open, answer, feed and drop the connection by hand.
import type { PushSocketLike } from '../../../src/custom/alerts/push/pushClient';

export class FakeSocket implements PushSocketLike {
  static all: FakeSocket[] = [];
  readyState = 0;
  sent: { type: string; [key: string]: unknown }[] = [];
  closedWith?: number;
  onopen: ((event: unknown) => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;
  onerror: ((event: unknown) => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.all.push(this);
  }
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close(code = 1005) {
    this.closedWith = code;
    this.readyState = 3;
  }
  open() {
    this.readyState = 1;
    this.onopen?.({});
  }
  receive(message: unknown) {
    this.onmessage?.({ data: JSON.stringify(message) });
  }
  /** Opens and answers the auth with ready. */
  accept() {
    this.open();
    this.receive({ type: 'ready', payload: {} });
  }
  drop(code = 1006) {
    this.readyState = 3;
    this.onclose?.({ code });
  }
}
