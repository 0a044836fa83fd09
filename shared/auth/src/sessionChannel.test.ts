// The channel between the tabs of one browser: Node's BroadcastChannel stands in for the browser's (jsdom
// has none; it is the same class), and the local-storage fallback gets the 'storage' event another tab's
// write would fire.
import { BroadcastChannel as NodeBroadcastChannel } from 'node:worker_threads';
import { createSessionChannel, SESSION_CHANNEL, type SessionMessage } from './sessionChannel';

const Channel = NodeBroadcastChannel as unknown as typeof BroadcastChannel;
const nextMessage = (listen: (cb: (m: SessionMessage) => void) => () => void) =>
  new Promise<SessionMessage>((resolve) => {
    const stop = listen((message) => {
      stop();
      resolve(message);
    });
  });

describe('over BroadcastChannel', () => {
  it('tells the other tabs, not this one, and ignores what is not a session message', async () => {
    const here = createSessionChannel('test.session', Channel);
    const there = createSessionChannel('test.session', Channel);
    const heard = jest.fn();
    here.subscribe(heard);
    const arriving = nextMessage(there.subscribe);
    const stranger = new Channel('test.session');
    stranger.postMessage({ type: 'something else' });
    stranger.close();
    here.post({ type: 'signedOut' });
    await expect(arriving).resolves.toEqual({ type: 'signedOut' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(heard).not.toHaveBeenCalled();
    here.close();
    there.close();
  });

  it('stops listening when unsubscribed', async () => {
    const here = createSessionChannel('test.session2', Channel);
    const there = createSessionChannel('test.session2', Channel);
    const heard = jest.fn();
    const stop = there.subscribe(heard);
    stop();
    here.post({ type: 'signedOut' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(heard).not.toHaveBeenCalled();
    here.close();
    there.close();
  });
});

describe('without BroadcastChannel (local storage)', () => {
  // A browser without it: the test environment has Node's (for the mock API), so it is taken away here.
  const { BroadcastChannel: had } = globalThis;
  beforeEach(() => Reflect.deleteProperty(globalThis, 'BroadcastChannel'));
  afterEach(() => Object.assign(globalThis, { BroadcastChannel: had }));

  it("hears another tab's write and writes for the others, leaving nothing stored", () => {
    const channel = createSessionChannel(SESSION_CHANNEL, undefined);
    const heard = jest.fn();
    channel.subscribe(heard);
    window.dispatchEvent(
      new StorageEvent('storage', {
        key: SESSION_CHANNEL,
        newValue: JSON.stringify({ message: { type: 'signedOut' }, at: 1 }),
      }),
    );
    window.dispatchEvent(new StorageEvent('storage', { key: SESSION_CHANNEL, newValue: 'not json' }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'other', newValue: '{}' }));
    expect(heard).toHaveBeenCalledTimes(1);
    expect(heard).toHaveBeenCalledWith({ type: 'signedOut' });

    const setItem = jest.spyOn(Storage.prototype, 'setItem');
    channel.post({ type: 'signedOut' });
    expect(setItem).toHaveBeenCalledWith(SESSION_CHANNEL, expect.stringContaining('"signedOut"'));
    expect(window.localStorage.getItem(SESSION_CHANNEL)).toBeNull();
    setItem.mockRestore();
    channel.close();
  });
});
