/** The h1 of a listing page, with its description. */
interface PageHeadingProps {
  title: string;
  description?: string;
}

export function PageHeading({ title, description }: PageHeadingProps) {
  return (
    <header className="page-heading">
      <h1>{title}</h1>
      {description ? <p className="page-heading__description">{description}</p> : null}
    </header>
  );
}
