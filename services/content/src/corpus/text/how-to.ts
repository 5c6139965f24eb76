/**
 * How-to guides: a task, a dek and the steps ("Heading|What to do").
 */
export interface HowToDef {
  topic: string;
  topic2?: string;
  /** Completes "How to ...". */
  task: string;
  dek: string;
  steps: readonly string[];
}

export const HOW_TOS: readonly HowToDef[] = [
  {
    topic: 'networking',
    task: 'set up a mesh Wi-Fi network',
    dek: 'Place the nodes right and you will never think about Wi-Fi again.',
    steps: [
      'Find the right spot for the main unit|Connect it to your modem in an open, central spot, not inside a cabinet.',
      'Place the satellites halfway, not at the edge|Each node needs a strong signal from the last one; halfway to the dead zone works better than inside it.',
      'Use a wired backhaul if you can|If your home has Ethernet in the walls, connecting the nodes by cable can double speeds.',
      'Turn on automatic updates|Firmware fixes security holes, so let the system install them overnight.',
    ],
  },
  {
    topic: 'networking',
    task: 'find out who is using your Wi-Fi',
    dek: "A quick check of your router's device list can reveal freeloaders and forgotten gadgets.",
    steps: [
      "Open your router's app or admin page|The address is usually printed on a sticker on the router.",
      'Review the connected devices|Give each device a recognizable name as you identify it.',
      'Change the Wi-Fi password|Anything you do not recognize will be kicked off, and you can reconnect your own devices.',
      'Create a guest network|Give visitors and smart gadgets their own network, separate from your computers.',
    ],
  },
  {
    topic: 'laptops',
    task: 'make your laptop battery last longer',
    dek: 'A few settings changes can add hours between charges and years to the battery.',
    steps: [
      'Lower the screen brightness|The display is usually the biggest drain; 50 percent is plenty indoors.',
      'Turn on battery saver mode|It limits background activity and trims performance slightly.',
      "Check which apps use the most power|Your system's battery settings list the worst offenders.",
      'Cap charging at 80 percent|Many laptops offer a setting that protects the battery if you are usually plugged in.',
    ],
  },
  {
    topic: 'laptops',
    task: 'clean your laptop keyboard and screen safely',
    dek: 'Skip the household sprays. Here is what actually works.',
    steps: [
      'Shut down and unplug|Never clean a laptop that is on or charging.',
      'Use compressed air on the keyboard|Hold the laptop at an angle and work row by row.',
      'Wipe keys with isopropyl alcohol|Dampen a microfiber cloth, not the keyboard itself.',
      'Clean the screen with a dry microfiber cloth|For smudges, add a little distilled water to the cloth.',
    ],
  },
  {
    topic: 'smartphones',
    task: 'free up storage on your phone',
    dek: 'You probably do not need to delete your photos to get space back.',
    steps: [
      'See what is taking up space|Open the storage settings to find the largest apps and files.',
      'Offload apps you rarely use|Their data stays, so reinstalling brings everything back.',
      'Clear downloaded videos and podcasts|Streaming apps often keep episodes you already watched.',
      'Turn on cloud photo backup|Keep optimized versions on the phone and the originals online.',
    ],
  },
  {
    topic: 'smartphones',
    task: 'transfer everything to a new phone',
    dek: 'Move your apps, photos and messages without losing anything.',
    steps: [
      'Back up your old phone|Make sure the backup finished before you start.',
      'Update both phones|Transfers fail more often on outdated software.',
      'Use the built-in transfer tool|Keep both phones close together and plugged in.',
      'Move your two-factor codes separately|Authenticator apps often need their own export step.',
    ],
  },
  {
    topic: 'smartphones',
    task: "turn on your phone's theft protection features",
    dek: 'A few minutes now can stop a thief from getting into your accounts.',
    steps: [
      'Set a strong passcode|Six digits is the minimum; an alphanumeric code is better.',
      'Turn on stolen device protection|It requires biometrics for sensitive changes away from familiar places.',
      'Enable find my device|Make sure location sharing with the service is on.',
      'Write down your recovery options|Store account recovery codes somewhere other than the phone.',
    ],
  },
  {
    topic: 'security',
    task: 'turn on two-factor authentication for your most important accounts',
    dek: 'Start with email, banking and your password manager.',
    steps: [
      'Start with your email account|Whoever controls your email can reset almost everything else.',
      'Choose an authenticator app over text messages|Codes in an app cannot be stolen with a SIM swap.',
      'Save your backup codes|Print them or store them in your password manager.',
      'Add a passkey where offered|It is the strongest option and the easiest to use.',
    ],
  },
  {
    topic: 'security',
    task: 'check whether your data was in a breach',
    dek: 'Find out what leaked and what to do about it.',
    steps: [
      'Search breach notification services|Enter your email address on a reputable breach lookup site.',
      'Change any reused passwords|Start with accounts that share a password with the breached site.',
      'Freeze your credit if financial data leaked|A freeze is free and easy to lift when you need it.',
      'Watch for targeted phishing|Attackers often use leaked details to make scam emails convincing.',
    ],
  },
  {
    topic: 'vpn',
    task: 'set up a VPN on your phone and laptop',
    dek: 'It takes about five minutes, and most services cover every device you own.',
    steps: [
      'Pick a service with an audited no-logs policy|Avoid free VPNs that make money from your data.',
      'Install the app from the official store|Search for the provider by name and check the developer.',
      'Choose the WireGuard protocol|It is usually the fastest and reconnects quickly on phones.',
      'Turn on the kill switch|It blocks traffic if the VPN connection drops.',
    ],
  },
  {
    topic: 'password-manager',
    task: 'switch to a password manager without losing your logins',
    dek: 'Import what your browser saved, then fix the weak spots.',
    steps: [
      'Export passwords from your browser|Every major browser can export saved logins to a file.',
      'Import them into the password manager|Delete the export file immediately afterward.',
      'Run the security audit|It flags reused, weak and breached passwords.',
      "Turn off the browser's built-in password saving|Two password managers fighting over autofill is confusing.",
    ],
  },
  {
    topic: 'password-manager',
    task: 'start using passkeys',
    dek: 'Sign in with your fingerprint or face instead of a password.',
    steps: [
      'Check which of your accounts support passkeys|Most large sites now do; look in the security settings.',
      'Create a passkey on your phone|Your phone becomes the key, protected by its screen lock.',
      'Sync passkeys through your password manager|That way they are available on every device.',
      'Keep a backup sign-in method|Leave a second option in place in case you lose your devices.',
    ],
  },
  {
    topic: 'ransomware',
    task: 'back up your files so ransomware cannot touch them',
    dek: 'The 3-2-1 rule still works, with one modern twist.',
    steps: [
      'Keep three copies of important files|Your working copy plus two backups.',
      'Use two different kinds of storage|For example an external drive and a cloud service.',
      'Keep one copy offline|Disconnect the drive after each backup so malware cannot reach it.',
      'Test a restore every few months|A backup you have never restored is only a hope.',
    ],
  },
  {
    topic: 'smart-home',
    task: 'set up a smart home that works with any assistant',
    dek: 'Choose Matter devices and keep your options open.',
    steps: [
      'Look for the Matter logo|Matter devices work with every major platform.',
      'Pick one app as your control center|You can add devices to others later.',
      'Add a Thread border router|Many smart speakers and hubs include one already.',
      'Group devices by room|Commands like "turn off the kitchen" then just work.',
    ],
  },
  {
    topic: 'smart-home',
    task: 'stop your video doorbell from recording the neighbors',
    dek: 'Privacy zones and motion settings fix most complaints.',
    steps: [
      'Draw privacy zones|Black out neighboring windows and doors in the app.',
      'Narrow the motion detection area|Limit alerts to your own path and porch.',
      'Lower motion sensitivity|Fewer false alerts also means longer battery life.',
      'Review the recording retention period|Keep clips only as long as you need them.',
    ],
  },
  {
    topic: 'tvs',
    task: 'get the best picture from your new TV',
    dek: 'Five minutes in the settings beats the showroom preset.',
    steps: [
      'Switch to movie or filmmaker mode|It is the most accurate preset on most TVs.',
      'Turn off motion smoothing|It causes the soap opera effect on films.',
      'Set brightness for your room|Brighter for daytime viewing, dimmer for movie night.',
      'Turn on game mode for consoles|It cuts input lag dramatically.',
    ],
  },
  {
    topic: 'tvs',
    task: 'stop your smart TV from tracking what you watch',
    dek: 'Most TVs collect viewing data by default. You can turn it off.',
    steps: [
      'Find the privacy settings|They are often buried under terms and conditions.',
      'Turn off automatic content recognition|This is the feature that identifies what is on screen.',
      'Opt out of personalized ads|Look for ad tracking or interest-based ads.',
      'Consider an external streaming box|Then keep the TV itself off the internet.',
    ],
  },
  {
    topic: 'headphones',
    task: 'make your earbuds fit better',
    dek: 'A better seal means more bass and better noise canceling.',
    steps: [
      'Try every tip size in the box|Your ears may need different sizes.',
      'Run the fit test in the app|Most earbuds have one.',
      'Twist them in, not push|A slight rotation locks them in place.',
      'Consider foam tips|They expand to fill the ear canal.',
    ],
  },
  {
    topic: 'printers',
    task: 'stop wasting money on printer ink',
    dek: 'Cheaper ink is the easiest savings in your home office.',
    steps: [
      'Print in draft mode for everyday pages|It uses far less ink.',
      'Print a page every week|Regular use keeps inkjet nozzles from clogging.',
      'Compare cost per page, not cartridge price|High-yield cartridges usually work out cheaper.',
      'Consider an ink tank printer next time|Bottled ink costs a fraction of cartridges.',
    ],
  },
  {
    topic: 'pcs',
    task: "upgrade your PC's storage to an SSD",
    dek: 'It is the single biggest speed boost for an older computer.',
    steps: [
      'Check which drives your PC supports|Look for an M.2 slot or a 2.5-inch drive bay.',
      'Clone your old drive|Free cloning tools copy everything, including the operating system.',
      'Install the new drive|Ground yourself and handle it by the edges.',
      'Set the new drive as the boot drive|Change the order in the firmware settings.',
    ],
  },
  {
    topic: 'gaming',
    task: 'fix controller stick drift',
    dek: 'Try these fixes before you buy a new controller.',
    steps: [
      'Update the controller firmware|Some drift is fixed in software.',
      'Recalibrate the sticks|Most consoles and PCs have a calibration tool.',
      'Clean around the stick base|A little compressed air can dislodge dust.',
      'Check the warranty|Many manufacturers repair drift for free.',
    ],
  },
  {
    topic: 'tablets',
    task: 'set up a tablet for a young child',
    dek: 'Parental controls, time limits and the apps worth installing.',
    steps: [
      'Create a child account|It unlocks age-appropriate settings.',
      'Set daily time limits|Schedule downtime for bedtime.',
      'Require approval for purchases|No surprise charges.',
      'Add a rugged case|Drops happen.',
    ],
  },
  {
    topic: 'smart-watches',
    task: 'get more accurate workout data from your smartwatch',
    dek: 'Fit, settings and the right sport mode make a big difference.',
    steps: [
      "Wear it a finger's width above the wrist bone|Snug, but not tight.",
      'Choose the right workout type|Each one uses different sensors and algorithms.',
      'Turn on dual-frequency GPS for outdoor runs|It is more accurate near buildings and trees.',
      'Pair a chest strap for intervals|Optical sensors lag during fast changes.',
    ],
  },
  {
    topic: 'wearables',
    task: 'make sense of your sleep tracker data',
    dek: 'Focus on trends, not single nights.',
    steps: [
      'Wear it consistently|A week of data tells you more than one night.',
      'Look at total sleep first|It is the most accurate measurement.',
      'Treat sleep stages as estimates|Even good trackers are rough here.',
      'Change one habit at a time|Then see whether the trend moves.',
    ],
  },
  {
    topic: 'artificial-intelligence',
    task: 'write better prompts for AI chatbots',
    dek: 'Clear instructions get dramatically better answers.',
    steps: [
      'Say who the answer is for|A summary for a manager differs from one for an engineer.',
      'Give an example of what you want|Show the format, tone or length.',
      'Ask it to list its assumptions|You will catch mistakes sooner.',
      'Check facts independently|Chatbots can be confidently wrong.',
    ],
  },
  {
    topic: 'artificial-intelligence',
    task: 'stop AI tools from training on your data',
    dek: 'Most services let you opt out, if you know where to look.',
    steps: [
      'Open the data controls in settings|Look for training or improvement options.',
      'Turn off chat history or model training|The names vary by service.',
      'Use a business account for work|They usually exclude your data by default.',
      'Do not paste sensitive information|Treat chatbots like a public forum.',
    ],
  },
  {
    topic: 'cloud',
    task: 'choose the right cloud storage plan',
    dek: 'Compare what you need against what you pay for.',
    steps: [
      'Add up what you store|Photos and videos usually dominate.',
      'Check what is already included|Many phone and office plans include storage.',
      'Look for family sharing|One plan for the household is usually cheaper.',
      'Keep a second backup|Cloud sync is not the same as backup.',
    ],
  },
  {
    topic: 'energy',
    task: 'choose a portable power station for home backup',
    dek: 'Match the capacity to the appliances you cannot live without.',
    steps: [
      'List what you need to keep running|A fridge, a router and phone chargers are a common minimum.',
      "Add up the watt-hours|Multiply each device's wattage by the hours you need.",
      'Choose LiFePO4 chemistry|It lasts thousands of cycles.',
      'Check the UPS switchover time|Under 20 milliseconds keeps computers on.',
    ],
  },
  {
    topic: 'energy',
    task: 'charge your EV for less at home',
    dek: 'Schedule charging and pick the right rate plan.',
    steps: [
      "Check your utility's time-of-use plans|Night rates can be half the daytime price.",
      'Schedule charging in the car or charger app|Start after the off-peak window opens.',
      'Consider a level 2 charger|It charges overnight with room to spare.',
      'Look for rebates|Utilities often subsidize chargers.',
    ],
  },
  {
    topic: 'sustainability',
    task: 'recycle your old electronics responsibly',
    dek: 'Wipe your data, then find a certified recycler.',
    steps: [
      'Back up and wipe the device|Factory reset and remove any accounts.',
      'Remove batteries where possible|Loose lithium batteries need separate drop-off.',
      'Check trade-in offers first|Working devices are worth more reused.',
      'Use a certified e-waste recycler|Look for recognized certification.',
    ],
  },
  {
    topic: 'developer',
    task: "audit your project's open source dependencies",
    dek: 'Know what you ship and catch problems before attackers do.',
    steps: [
      'Generate a software bill of materials|List every direct and transitive dependency.',
      'Run a vulnerability scanner in CI|Fail builds on critical findings.',
      'Pin versions with a lockfile|Reproducible builds make audits meaningful.',
      'Remove what you do not use|Every dependency is attack surface.',
    ],
  },
  {
    topic: 'apple',
    task: 'turn on Advanced Data Protection for your Apple account',
    dek: 'End-to-end encryption for nearly everything in your backups.',
    steps: [
      'Update all your devices|The feature requires recent software everywhere.',
      'Set up a recovery contact or key|Apple cannot help you recover the data otherwise.',
      'Turn it on in account settings|Look under the cloud section.',
      'Keep your recovery key safe|Store it offline.',
    ],
  },
  {
    topic: 'amazon',
    task: 'track prices before you buy on Amazon',
    dek: 'Know whether a deal is really a deal.',
    steps: [
      'Install a price-history extension|It shows past prices on product pages.',
      'Set a price alert|Get notified when the price drops.',
      'Compare with other retailers|Big-box stores often match.',
      'Watch for renewed options|Certified refurbished units can be much cheaper.',
    ],
  },
  {
    topic: 'education',
    topic2: 'online-courses',
    task: 'finish an online course you actually started',
    dek: 'Structure beats motivation.',
    steps: [
      'Block study time on your calendar|Treat it like a meeting.',
      'Choose courses with deadlines|Cohorts keep you moving.',
      'Find a study partner|Accountability doubles completion rates.',
      'Build a project as you go|It turns lessons into a portfolio.',
    ],
  },
  {
    topic: 'education',
    task: 'set up a Chromebook for school',
    dek: 'Accounts, apps and settings for the first day of class.',
    steps: [
      "Sign in with the school account|It applies the school's settings automatically.",
      'Install required apps|Teachers usually share a list.',
      'Turn on automatic updates|They arrive every few weeks.',
      'Learn the keyboard shortcuts|Search plus a key replaces missing function keys.',
    ],
  },
  {
    topic: 'finance',
    topic2: 'banking',
    task: 'move your emergency fund to a high-yield savings account',
    dek: 'Earn more interest without taking on risk.',
    steps: [
      'Compare rates at insured online banks|The best rates change often.',
      'Check for fees and minimums|Good accounts have neither.',
      'Link your checking account|Transfers take one to three business days.',
      'Set up automatic deposits|Pay your savings first.',
    ],
  },
  {
    topic: 'finance',
    topic2: 'credit-cards',
    task: 'pick the right cash back credit card',
    dek: 'Match the card to how you actually spend.',
    steps: [
      'Look at a year of spending|Group it into categories.',
      'Compare flat-rate and category cards|Flat rate is simpler; categories pay more if you track them.',
      'Avoid annual fees unless the math works|Calculate the break-even point.',
      'Pay in full every month|Interest wipes out rewards.',
    ],
  },
  {
    topic: 'finance',
    task: 'freeze your credit at all three bureaus',
    dek: 'It is free, fast and the best defense against identity theft.',
    steps: [
      'Create accounts at each credit bureau|You need all three.',
      'Place the freeze online|It takes effect within minutes.',
      'Save your PINs or passwords|You will need them to lift the freeze.',
      'Lift it temporarily when applying for credit|Then it refreezes automatically.',
    ],
  },
  {
    topic: 'home-and-office',
    topic2: 'work-life',
    task: 'set up an ergonomic home office',
    dek: 'Your back will thank you by Friday.',
    steps: [
      'Raise your monitor to eye level|The top of the screen should be at or slightly below your eyes.',
      'Adjust your chair height|Feet flat, knees at about 90 degrees.',
      'Keep the keyboard at elbow height|Wrists should float, not bend.',
      'Add light from the side|It reduces glare on the screen.',
    ],
  },
  {
    topic: 'home-and-office',
    topic2: 'work-life',
    task: 'look better on video calls',
    dek: 'Lighting and camera height matter more than an expensive webcam.',
    steps: [
      'Face a window or a lamp|Light from the front flatters everyone.',
      'Put the camera at eye level|Stack books under your laptop if you need to.',
      'Tidy what is behind you|Or use a subtle background blur.',
      'Use a headset|It cuts echo and background noise.',
    ],
  },
  {
    topic: 'home-and-office',
    topic2: 'kitchen-household',
    task: 'get the most out of your air fryer',
    dek: 'Preheat, do not crowd the basket, and shake halfway.',
    steps: [
      'Preheat for three minutes|Food browns more evenly.',
      'Cook in a single layer|Crowding steams instead of crisps.',
      'Shake or flip halfway through|It prevents pale spots.',
      'Clean the basket after each use|Grease buildup smokes.',
    ],
  },
  {
    topic: 'health',
    task: 'choose a blood pressure monitor you can trust',
    dek: 'Validated devices and the right cuff size matter most.',
    steps: [
      'Look for a validated device|Independent validation lists are available online.',
      'Measure your arm for the right cuff size|A wrong size skews readings.',
      'Take readings at the same time each day|Consistency reveals trends.',
      'Share the log with your doctor|Most monitors export to an app.',
    ],
  },
];
