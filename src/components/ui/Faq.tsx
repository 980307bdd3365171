import Plus from 'lucide-react/icons/plus';
import { Glyph } from '../Glyph.tsx';

/**
 * Questions and answers. Native `<details>` sharing one `name`: one item open at a time, each
 * can be closed again, and it works before any script has loaded.
 */
export function Faq({ name, items }: { name: string; items: { question: string; answer: string }[] }) {
  return (
    <div className="faq">
      {items.map((item, i) => (
        <details key={i} name={name} className="faq__item">
          <summary className="faq__question">
            <span>{item.question}</span>
            <Glyph icon={Plus} size={20} className="faq__icon" />
          </summary>
          <div className="faq__answer">
            <p>{item.answer}</p>
          </div>
        </details>
      ))}
    </div>
  );
}
