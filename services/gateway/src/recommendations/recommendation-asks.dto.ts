/**
 * What a page asks of the gateway's recommendation routes, checked as every request body is
 * (class-validator): candidate stories as site paths, a session id like the page views', a
 * decision id the decision service gave, a reward between 0 and 1.
 */
import {
  MAX_RECOMMENDATION_OPTIONS,
  RECOMMENDATION_OPTION_PATTERN,
  RECOMMENDATIONS_SHOWN,
} from '@bytewire/site';
import {
  ArrayMaxSize,
  ArrayMinSize,
  ArrayUnique,
  IsArray,
  IsBoolean,
  IsInt,
  IsNumber,
  IsUUID,
  Matches,
  Max,
  MaxLength,
  Min,
} from 'class-validator';

const SITE_PATH_MESSAGE = 'must be a site path of lower-case segments ending in /';
/** The page views' session id (web/src/analytics/page-views.ts), or a page's own. */
const SESSION_ID = /^[A-Za-z0-9_-]{8,64}$/;

export class DecisionAsk {
  @IsArray({ message: 'options must be an array of site paths' })
  @ArrayMinSize(1, { message: 'options must hold at least one site path' })
  @ArrayMaxSize(MAX_RECOMMENDATION_OPTIONS, {
    message: `options must hold at most ${MAX_RECOMMENDATION_OPTIONS} site paths`,
  })
  @ArrayUnique({ message: 'options must not repeat a path' })
  @MaxLength(300, { each: true, message: 'each option must be at most 300 characters' })
  @Matches(RECOMMENDATION_OPTION_PATTERN, {
    each: true,
    message: `each option ${SITE_PATH_MESSAGE}`,
  })
  options!: string[];

  @IsInt({ message: 'listLength must be a whole number' })
  @Min(1, { message: `listLength must be from 1 to ${RECOMMENDATIONS_SHOWN}` })
  @Max(RECOMMENDATIONS_SHOWN, { message: `listLength must be from 1 to ${RECOMMENDATIONS_SHOWN}` })
  listLength!: number;

  @Matches(SESSION_ID, { message: 'sessionId must be 8 to 64 of A-Z a-z 0-9 _ -' })
  sessionId!: string;

  @IsBoolean({ message: 'isMobile must be true or false' })
  isMobile!: boolean;
}

export class OutcomeAsk {
  @IsUUID('all', { message: 'decisionId must be a decision id (a UUID)' })
  decisionId!: string;

  @MaxLength(300, { message: 'option must be at most 300 characters' })
  @Matches(RECOMMENDATION_OPTION_PATTERN, { message: `option ${SITE_PATH_MESSAGE}` })
  option!: string;

  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: 'reward must be a number' })
  @Min(0, { message: 'reward must be from 0 to 1' })
  @Max(1, { message: 'reward must be from 0 to 1' })
  reward!: number;
}
