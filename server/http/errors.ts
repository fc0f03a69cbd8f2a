// Errors a route throws on purpose: a status below 500 and a message the user may read.
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const unauthorized = (message = 'Your session has ended. Please log in again.') =>
  new HttpError(401, message);
export const forbidden = (message = 'You may not see or change this employee’s data.') =>
  new HttpError(403, message);
export const notFound = (message: string) => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
