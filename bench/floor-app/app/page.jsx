import { Counter } from './counter';

export default function Page() {
  return (
    <main>
      <h1>Framework floor</h1>
      <p>A bare Next.js page with one client component: what any App Router page costs a phone on this machine.</p>
      <Counter />
    </main>
  );
}
