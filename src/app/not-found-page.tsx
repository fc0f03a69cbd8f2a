// Any path outside the route table.
export function NotFoundPage() {
  return (
    <main className="centred-message">
      <h1>404 - Page Not Found</h1>
      <a href="/home" className="button button--secondary">
        Go to Home
      </a>
    </main>
  );
}
