import {launchWebKit} from './webkit';
import {smokeSuite} from './smoke';

smokeSuite(launchWebKit, {recorded: true});
