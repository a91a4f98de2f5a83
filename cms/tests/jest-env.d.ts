// Jest's globals with messages on expect (jest-expect-message) for the cms tests.
/// <reference types="jest" />
/// <reference types="jest-expect-message" />
