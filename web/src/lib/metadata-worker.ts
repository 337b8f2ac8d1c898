import { answerCleanRequest, type WorkerAnswer } from './metadata-request.js';

/** The worker's side of its global scope (typed here: the app is typed against the DOM's). */
interface WorkerScope {
  onmessage: ((event: MessageEvent<Blob>) => void) | null;
  postMessage(answer: WorkerAnswer, transfer: Transferable[]): void;
}

// The metadata worker: one file per worker, which the page ends when it has the answer.
const scope = self as unknown as WorkerScope;
scope.onmessage = (event) => {
  void answerCleanRequest(event.data, (answer, transfer) => scope.postMessage(answer, transfer));
};
