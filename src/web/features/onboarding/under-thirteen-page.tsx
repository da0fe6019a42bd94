/**
 * Shown after someone says they are under 13: their new account is closed and they are signed
 * out. Warm, plain words, crisis lines and places made for young people (decision 0026).
 */
import { CrisisResources } from '@/components/crisis/crisis-resources';

/** The page at /under-13. */
export function UnderThirteenPage() {
  return (
    <div className="mx-auto max-w-xl space-y-6 px-4 py-10">
      <h1 className="text-2xl font-semibold">Thank you for being honest</h1>
      <p>
        MindSpace is for people aged 13 and over, so we have closed the account and signed you out. Nothing you typed was kept or shown to
        anyone.
      </p>
      <p>
        If something is on your mind, you do not have to carry it alone. Talking to a parent, a teacher, a school counsellor or another
        adult you trust can really help.
      </p>
      <CrisisResources headingLevel="h2" />
      <section className="space-y-2">
        <h2 className="text-lg font-semibold">Places for young people</h2>
        <ul className="list-disc space-y-1 pl-5">
          <li>
            Childhelp National Child Abuse Hotline: call or text <strong>1-800-422-4453</strong>, any time.
          </li>
          <li>
            Teen Line (teens helping teens): text <strong>TEEN</strong> to <strong>839863</strong>.
          </li>
          <li>
            988 Suicide &amp; Crisis Lifeline: call or text <strong>988</strong> — it is for young people too.
          </li>
        </ul>
      </section>
      <p>
        <a href="/" className="underline">
          Back to the home page
        </a>
      </p>
    </div>
  );
}
