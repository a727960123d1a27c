// Step2_PullPush is written with its chapter.
