import http from 'node:http';

interface ExpressLike {
  request: object;
  response: object;
}

function isExpressApp(app: unknown): app is http.RequestListener & ExpressLike {
  return (
    typeof app === 'function' &&
    typeof (app as Partial<ExpressLike>).request === 'object' &&
    typeof (app as Partial<ExpressLike>).response === 'object'
  );
}

/**
 * `http.createServer(app)`, except that for an Express app the server makes its requests and
 * responses with Express's prototypes (`app.request`, `app.response`) from the start. Express
 * otherwise swaps the prototype of both objects on every request (`Object.setPrototypeOf`), which
 * makes V8 drop their optimised shapes: every later property access, in Express and in node:http,
 * gets slower. With the prototypes already in place that swap does nothing. Behaviour is the same
 * (both still inherit from IncomingMessage / ServerResponse).
 */
export function createHttpServer(app: http.RequestListener): http.Server {
  if (!isExpressApp(app)) return http.createServer(app);
  function ExpressRequest(
    this: http.IncomingMessage,
    socket: ConstructorParameters<typeof http.IncomingMessage>[0],
  ) {
    http.IncomingMessage.call(this, socket);
  }
  ExpressRequest.prototype = app.request;
  function ExpressResponse(this: http.ServerResponse, req: http.IncomingMessage, options?: unknown) {
    (http.ServerResponse as unknown as (req: http.IncomingMessage, options?: unknown) => void).call(
      this,
      req,
      options,
    );
  }
  ExpressResponse.prototype = app.response;
  return http.createServer(
    {
      IncomingMessage: ExpressRequest as unknown as typeof http.IncomingMessage,
      ServerResponse: ExpressResponse as unknown as typeof http.ServerResponse,
    },
    app,
  );
}
