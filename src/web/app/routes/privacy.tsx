import { Link } from 'wouter';
import { LEGAL_LAST_UPDATED, LegalLayout, LegalSection } from '@/components/layouts/legal-layout';

/** /privacy — the Privacy Policy (spec §2), in plain language. */
export default function PrivacyPage() {
  return (
    <LegalLayout title="Privacy Policy" updated={LEGAL_LAST_UPDATED}>
      <p>
        MindSpace is a peer-support community where people talk about mental health. What you share here can be personal, so we collect as
        little as we can, never sell it, and explain below exactly what happens to it. &ldquo;We&rdquo; means the people who run this
        MindSpace community; &ldquo;you&rdquo; means anyone using it.
      </p>

      <LegalSection title="1. What we collect">
        <ul>
          <li>
            <strong>Account details</strong> from the sign-in service you use: your name, email address and, if you have one, a profile
            picture.
          </li>
          <li>
            <strong>What you post and do</strong>: questions, answers, comments, votes, followed topics, direct messages, reports, feedback,
            your bio, and the status you choose (for example &ldquo;healing&rdquo;) with the situation you pick.
          </li>
          <li>
            <strong>Technical data</strong>: a session cookie that keeps you signed in, and server logs with your IP address, the pages
            requested and the time. Our logs never contain the text of your posts, messages or feedback.
          </li>
        </ul>
        <p>We do not use advertising, analytics or tracking cookies, and we do not build profiles of you for marketing.</p>
      </LegalSection>

      <LegalSection title="2. How we use it">
        <ul>
          <li>To run the community: show your posts, deliver messages and notifications, and keep you signed in.</li>
          <li>
            To email you when something has waited unread for you (new messages, replies to your posts, updates about your account). These
            emails never contain what anyone wrote or who it is from. You choose which ones you get under Email in your profile settings,
            and every email has a link to stop them.
          </li>
          <li>
            To keep people safe: review reports, remove harmful content and prevent abuse such as spam. Moderators may keep short notes
            about a member for the next moderator; only moderators and administrators see them in MindSpace, and your data download includes
            the notes about you (their words and dates, not who wrote them).
          </li>
          <li>To improve MindSpace, using the feedback you send us.</li>
          <li>To meet legal obligations.</li>
        </ul>
      </LegalSection>

      <LegalSection title="3. Anonymous posts">
        <p>
          You can post questions and answers anonymously. Other members then see &ldquo;Anonymous&rdquo; instead of your name and photo, and
          anonymous posts are not listed on your profile for others. Anonymous posts stay linked to your account for moderation: our
          moderators and administrators can see who wrote them, so they can act on reports and keep the community safe.
        </p>
      </LegalSection>

      <LegalSection title="4. What other members can see">
        <p>
          Signed-in members can see your name, photo, bio, status, reputation and the posts you did not make anonymously. What you&apos;re
          going through with a &ldquo;healing&rdquo; status is seen only by you, moderators and administrators, unless you turn on
          &ldquo;Show what I&apos;m going through&rdquo; under Privacy in your profile settings. Your email address is never shown to other
          members or moderators; only you and administrators can see it. Direct messages are visible to the people in the conversation, and
          to moderators only when a message is reported to them.
        </p>
      </LegalSection>

      <LegalSection title="5. Health information">
        <p>
          Posts about mental health can reveal sensitive information about you. You decide what to share: please leave out details that
          could identify you or others, and use the anonymous option when you prefer. We use this information only to run the community as
          described here.
        </p>
      </LegalSection>

      <LegalSection title="6. Cookies and storage on your device">
        <ul>
          <li>One session cookie to keep you signed in (it cannot be read by scripts on the page).</li>
          <li>
            Your browser&apos;s local storage remembers your theme choice (Light, Dark or Space Mode) and whether we have already asked you
            to choose a status.
          </li>
        </ul>
      </LegalSection>

      <LegalSection title="7. Other services">
        <ul>
          <li>
            <strong>Sign-in</strong>: signing in goes through an identity provider, which receives the information needed to sign you in
            under its own privacy policy.
          </li>
          <li>
            <strong>The optional music player in &lsquo;Space Mode&rsquo;</strong>: the Space Mode theme offers an embedded music player (a
            Spotify playlist). Nothing is loaded from Spotify until you press &lsquo;Start music&rsquo;. Once you do, Spotify receives your
            IP address and device information and may set its own cookies, under Spotify&apos;s privacy policy.
          </li>
          <li>
            <strong>Links and images in posts</strong> open other websites only when you click them; images in posts are shown as links so
            that reading a post does not contact other sites.
          </li>
        </ul>
      </LegalSection>

      <LegalSection title="8. When we share information">
        <p>We never sell your personal data. We share it only:</p>
        <ul>
          <li>with the service providers that host MindSpace, under agreements that protect it;</li>
          <li>when the law requires it;</li>
          <li>
            when we believe in good faith that someone is at imminent risk of serious harm, in which case we may share the minimum needed
            with emergency services.
          </li>
        </ul>
      </LegalSection>

      <LegalSection title="9. How long we keep it, and deleting your account">
        <p>
          We keep your information while your account is open. You can close your account at any time from the Settings tab of your profile.
          We then remove your name, email, bio and status at once, and remove or anonymise any remaining personal data within 30 days. What
          you posted stays, shown as &ldquo;User&rdquo; and no longer connected to your name; anonymous posts stay linked to the closed
          account for moderation only. Backups are overwritten within the same 30 days. Reports about harmful content may be kept, without
          your personal details, to protect the community.
        </p>
        <p>
          <strong>Posts you delete.</strong> When you delete a question, answer or comment, it is gone from MindSpace at once, and
          moderators do not see it either, unless someone had already reported it: then its words stay with that report, as evidence, for
          the moderator who reviews it. Within 30 days of the deletion its words and any earlier versions are erased for good; only a report
          still waiting for a moderator holds them until it has been reviewed. Posts a moderator removes are erased in the same way.
        </p>
        <p>
          <strong>Decisions and appeals.</strong> When a moderator warns, silences, suspends or bans you, or removes something you wrote,
          you can read that decision under &ldquo;Your decisions&rdquo; and ask once, within 30 days, for a second look. Your appeal and the
          note of the person who looked again are kept with that decision while your account is open, seen only by you, moderators and
          administrators. They are deleted with the rest of your account within 30 days of closing it; the moderation record of the decision
          stays, without your words. While an appeal about a removed post is waiting, that post&apos;s words are kept, so they can come back
          if the decision is overturned.
        </p>
        <p>Exactly what happens when you close your account:</p>
        <ul>
          <li>
            <strong>At once</strong>: your name, email, bio, status and profile picture are removed, you are signed out everywhere, and your
            followed topics, settings and notifications are deleted.
          </li>
          <li>
            <strong>Within 30 days</strong>: we remove your votes (the counts on posts and the reputation they gave are corrected), the
            record of which questions you viewed, the feedback you sent, the reports you filed, the words of the messages you sent (the
            people you wrote to see &ldquo;This message was deleted&rdquo;), your mutes and blocks, and anything left of your sign-in
            sessions, notifications and live updates.
          </li>
          <li>
            <strong>What remains</strong>: the questions, answers and comments you posted, shown as &ldquo;User&rdquo;; your anonymous
            posts, still linked to the closed account for moderation only; and, without your personal details, reports other members filed
            about your posts and our moderation records (such as warnings and the moderation log).
          </li>
        </ul>
      </LegalSection>

      <LegalSection title="10. Your rights">
        <p>
          You can see and correct your details (your name and status can be changed in your profile settings), ask for a copy of your data,
          ask us to delete it, and object to how we use it. You can download a copy of your data yourself at any time with &lsquo;Download
          my data&rsquo; under Your data in the Settings tab of your profile. Depending on where you live, you may also complain to your
          data protection authority.
        </p>
      </LegalSection>

      <LegalSection title="11. Age">
        <p>
          MindSpace is for people aged 13 and over. When you join we ask the month and year you were born, and keep only your age group
          (13&ndash;15, 16&ndash;17 or 18 and over) and the month it next changes, never your date of birth. Your age group is shown to you
          and to our moderators and administrators, to no other member. It is kept while your account is open and removed when you close it.
        </p>
        <p>
          Members under 18 start with the most private settings: nobody can start a conversation with them, their situation is private and
          no emails are sent until they turn them on. Adult members cannot start conversations with members under 18.
        </p>
        <p>
          We do not knowingly collect information from children under 13. If the month and year given say someone is under 13, we close and
          delete the new account at once, and keep only a scrambled code of the sign-in account (never the birth date or a name) with the
          month they turn 13, so that the same sign-in cannot join before then. That code is deleted when that month comes. If we learn in
          another way that an account belongs to someone under 13, we delete it.
        </p>
      </LegalSection>

      <LegalSection title="12. Security">
        <p>
          We use encrypted connections, keep sessions on our servers rather than in your browser, limit who can access personal data, and
          log only what we need to keep the service running. No system is perfectly secure; if a breach affects you, we will tell you.
        </p>
      </LegalSection>

      <LegalSection title="13. Peer support, not professional care">
        <p>
          MindSpace is peer support and not a substitute for professional care. If you are in crisis, call or text 988 (1-800-273-8255),
          text HOME to 741741, or call 911.
        </p>
      </LegalSection>

      <LegalSection title="14. Changes and contact">
        <p>
          If we change this policy, we will update the date above and, for important changes, tell you on the site. Questions or requests:
          send them through the &lsquo;Got ideas?&rsquo; feedback form while signed in, or through the contact details published by the
          operator of this site. See also our <Link href="/terms">Terms of Service</Link>.
        </p>
      </LegalSection>
    </LegalLayout>
  );
}
