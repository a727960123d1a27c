/// Step 4's demo (written with the step).
func step4Demo(_ out: Transcript) {
  out.say("(step 4 is not written yet)")
}
