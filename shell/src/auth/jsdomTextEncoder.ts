// Test support: jsdom has no TextEncoder, which react-router needs when it loads. Import this first.
import { TextDecoder, TextEncoder } from 'node:util';

Object.assign(globalThis, { TextEncoder, TextDecoder });
