import {
  type Allocation,
  type Criteria,
  definitionProblems,
  type TestDefinition,
} from '@bytewire/experiments';
import { registerDecorator } from 'class-validator';

/**
 * Checks the whole body with the rules of `@bytewire/experiments` (spec 001 s5), reporting
 * each rule broken in the lib's words: a 400 names the rule, and the service and other
 * products share one definition of what a valid test is.
 */
function FollowsDefinitionRules(): PropertyDecorator {
  return (target, propertyName) => {
    registerDecorator({
      name: 'followsDefinitionRules',
      target: target.constructor,
      propertyName: String(propertyName),
      validator: {
        validate: (_value: unknown, args) => definitionProblems(args?.object).length === 0,
        defaultMessage: (args) => (args ? definitionProblems(args.object).join('; ') : ''),
      },
    });
  };
}

/** The body of `PUT /experiments/tests/{id}`: one test definition. */
export class TestDefinitionDto {
  // The rules cover every field together (allocations against the id's length, ...): they
  // hang on the first one.
  @FollowsDefinitionRules()
  id!: string;

  version!: string;
  startDate!: string;
  endDate!: string;
  allocations!: Allocation[];
  criteria?: Criteria;

  /** The definition alone: unknown body fields are not stored. */
  toDefinition(): TestDefinition {
    const definition: TestDefinition = {
      id: this.id,
      version: this.version,
      startDate: this.startDate,
      endDate: this.endDate,
      allocations: this.allocations.map(({ percentage, bucket }) => ({ percentage, bucket })),
    };
    if (this.criteria !== undefined) definition.criteria = this.criteria;
    return definition;
  }
}
