import {launchFirefox} from './firefox';
import {smokeSuite} from './smoke';

smokeSuite(launchFirefox, {recorded: false});
