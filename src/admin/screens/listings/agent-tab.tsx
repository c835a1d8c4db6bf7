import { Part, TextField, type Editing } from './editor-fields'
import { getIn, textOf } from './listing-draft'
import { listingWords } from './messages'

const words = listingWords.fields

/** The estate's agent, who answers its viewing requests (optional). */
export function AgentTab({ edit }: { edit: Editing }) {
  const languages = getIn(edit.draft.record, ['agent', 'languages'])
  const agent = (key: string) => ['record', 'agent', key]
  return (
    <Part title={listingWords.tabs.agent} hint={words.agentHint}>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField edit={edit} path={agent('name')} label={words.agent.name} />
        <TextField edit={edit} path={agent('photo')} label={words.agent.photo} inputMode="url" />
        <TextField
          edit={edit}
          path={agent('phone')}
          label={words.agent.phone}
          type="tel"
          inputMode="tel"
        />
        <TextField
          edit={edit}
          path={agent('email')}
          label={words.agent.email}
          type="email"
          inputMode="email"
        />
      </div>
      <TextField
        edit={edit}
        path={agent('languages')}
        label={words.agent.languages}
        hint={words.agent.languagesHint}
        // Split at commas only: what is typed between them (spaces too) is kept until saved.
        value={Array.isArray(languages) ? languages.map(textOf).join(',') : textOf(languages)}
        parse={(text) => (text === '' ? undefined : text.split(','))}
      />
    </Part>
  )
}
