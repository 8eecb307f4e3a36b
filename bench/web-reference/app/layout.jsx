export const metadata = { title: "Référence", description: "Page App Router minimale, mesurée à côté de la boutique." };

export default function RootLayout({ children }) {
  return (
    <html lang="fr">
      <body style={{ margin: 0, fontFamily: "system-ui, sans-serif" }}>{children}</body>
    </html>
  );
}
