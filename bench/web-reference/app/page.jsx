import { CartButton } from "./cart-button";

// Rendered on each request, as the shop's pages are.
export const dynamic = "force-dynamic";

export default function ReferencePage() {
  return (
    <main style={{ maxWidth: 720, margin: "0 auto", padding: "48px 20px", lineHeight: 1.5 }}>
      <CartButton />
      <h1 style={{ fontSize: 40, margin: "0 0 16px" }}>Nouvelle collection running</h1>
      <p>
        Une page App Router réduite à un composant serveur et un bouton client : aucune donnée, aucune police,
        aucune image. Ce qu’elle obtient sur une machine donnée est le plancher du framework sur cette machine.
      </p>
    </main>
  );
}
