/** A select's options: the empty one that asks for a choice, then each choice by its name. */
export function ChoiceOptions(props: {
  placeholder: string;
  choices: readonly { id: number | string; name: string }[];
}) {
  return (
    <>
      <option value="">{props.placeholder}</option>
      {props.choices.map((c) => (
        <option key={c.id} value={c.id}>
          {c.name}
        </option>
      ))}
    </>
  );
}
